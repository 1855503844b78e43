include "f2295.td"
