include "f2374.td"
