include "f2142.td"
