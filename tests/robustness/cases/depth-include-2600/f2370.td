include "f2371.td"
