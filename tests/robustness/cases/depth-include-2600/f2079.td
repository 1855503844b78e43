include "f2080.td"
