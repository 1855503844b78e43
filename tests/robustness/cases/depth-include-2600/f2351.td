include "f2352.td"
