include "f2382.td"
