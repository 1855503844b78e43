include "f2276.td"
