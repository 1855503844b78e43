include "f2378.td"
