include "f2328.td"
