include "f2272.td"
