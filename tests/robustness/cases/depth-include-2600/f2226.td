include "f2227.td"
