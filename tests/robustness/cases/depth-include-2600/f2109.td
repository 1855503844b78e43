include "f2110.td"
