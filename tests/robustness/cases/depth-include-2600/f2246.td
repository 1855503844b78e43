include "f2247.td"
