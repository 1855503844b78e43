include "f2159.td"
