include "f2460.td"
