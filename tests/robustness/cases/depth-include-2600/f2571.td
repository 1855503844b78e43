include "f2572.td"
