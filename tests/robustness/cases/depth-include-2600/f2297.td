include "f2298.td"
