include "f2366.td"
