include "f2260.td"
