include "f2037.td"
