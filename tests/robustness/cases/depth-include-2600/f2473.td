include "f2474.td"
