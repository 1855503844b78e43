include "f2144.td"
