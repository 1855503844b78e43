include "f2353.td"
