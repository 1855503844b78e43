include "f2411.td"
