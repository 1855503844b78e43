include "f2267.td"
