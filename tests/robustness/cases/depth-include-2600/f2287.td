include "f2288.td"
