include "f2489.td"
