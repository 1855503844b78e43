include "f2289.td"
