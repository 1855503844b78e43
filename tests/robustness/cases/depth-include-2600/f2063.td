include "f2064.td"
