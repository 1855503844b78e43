include "f2230.td"
