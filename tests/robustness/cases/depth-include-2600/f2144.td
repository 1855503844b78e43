include "f2145.td"
