include "f2346.td"
