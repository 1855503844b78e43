include "f2392.td"
