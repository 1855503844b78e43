include "f2199.td"
