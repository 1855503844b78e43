include "f239.td"
