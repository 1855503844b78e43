include "f2090.td"
