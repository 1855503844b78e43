include "f2385.td"
