include "f2141.td"
