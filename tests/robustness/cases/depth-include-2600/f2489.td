include "f2490.td"
