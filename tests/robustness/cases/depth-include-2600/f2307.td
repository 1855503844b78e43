include "f2308.td"
