include "f2137.td"
