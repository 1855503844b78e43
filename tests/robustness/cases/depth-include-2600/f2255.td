include "f2256.td"
