include "f2059.td"
