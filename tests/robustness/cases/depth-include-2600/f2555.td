include "f2556.td"
