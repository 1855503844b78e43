include "f2342.td"
