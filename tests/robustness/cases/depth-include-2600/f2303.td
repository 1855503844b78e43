include "f2304.td"
