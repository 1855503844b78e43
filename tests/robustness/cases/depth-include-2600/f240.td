include "f241.td"
