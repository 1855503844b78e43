include "f2175.td"
