include "f2586.td"
