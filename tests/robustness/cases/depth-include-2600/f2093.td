include "f2094.td"
