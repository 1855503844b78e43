include "f2275.td"
