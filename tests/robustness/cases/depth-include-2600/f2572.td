include "f2573.td"
