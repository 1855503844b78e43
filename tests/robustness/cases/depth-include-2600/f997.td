include "f998.td"
