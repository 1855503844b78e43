include "f2053.td"
