include "f2147.td"
