include "f2534.td"
