include "f2.td"
