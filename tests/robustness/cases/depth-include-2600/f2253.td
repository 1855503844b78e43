include "f2254.td"
