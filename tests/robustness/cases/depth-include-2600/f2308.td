include "f2309.td"
