include "f2552.td"
