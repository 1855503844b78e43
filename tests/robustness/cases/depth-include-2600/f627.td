include "f628.td"
