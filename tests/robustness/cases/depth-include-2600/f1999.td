include "f2000.td"
