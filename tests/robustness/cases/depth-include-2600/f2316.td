include "f2317.td"
