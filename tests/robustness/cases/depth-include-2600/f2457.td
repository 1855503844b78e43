include "f2458.td"
