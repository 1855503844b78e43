include "f2537.td"
