include "f2239.td"
