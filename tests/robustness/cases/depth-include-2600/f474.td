include "f475.td"
