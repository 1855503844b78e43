include "f2237.td"
