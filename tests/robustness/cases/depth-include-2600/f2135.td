include "f2136.td"
