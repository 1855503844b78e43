include "f2280.td"
