include "f2133.td"
