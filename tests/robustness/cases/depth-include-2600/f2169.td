include "f2170.td"
