include "f2593.td"
