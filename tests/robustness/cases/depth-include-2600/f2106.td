include "f2107.td"
