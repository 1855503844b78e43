include "f2125.td"
