include "f2281.td"
