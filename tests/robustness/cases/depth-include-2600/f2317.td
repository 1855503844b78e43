include "f2318.td"
