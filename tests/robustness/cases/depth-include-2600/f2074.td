include "f2075.td"
