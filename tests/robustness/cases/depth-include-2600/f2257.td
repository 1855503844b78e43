include "f2258.td"
