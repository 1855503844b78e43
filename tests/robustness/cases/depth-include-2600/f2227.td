include "f2228.td"
