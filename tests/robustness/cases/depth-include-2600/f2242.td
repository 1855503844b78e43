include "f2243.td"
