include "f2468.td"
