include "f2471.td"
