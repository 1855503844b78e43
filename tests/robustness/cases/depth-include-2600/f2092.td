include "f2093.td"
