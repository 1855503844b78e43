include "f2188.td"
