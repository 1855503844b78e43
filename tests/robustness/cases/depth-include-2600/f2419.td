include "f2420.td"
