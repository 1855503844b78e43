include "f2285.td"
