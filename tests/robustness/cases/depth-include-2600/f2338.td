include "f2339.td"
