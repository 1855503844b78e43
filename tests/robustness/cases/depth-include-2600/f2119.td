include "f2120.td"
