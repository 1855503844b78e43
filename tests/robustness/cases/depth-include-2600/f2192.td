include "f2193.td"
