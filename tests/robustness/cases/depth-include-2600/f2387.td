include "f2388.td"
