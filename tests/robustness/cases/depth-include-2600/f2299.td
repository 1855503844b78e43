include "f2300.td"
