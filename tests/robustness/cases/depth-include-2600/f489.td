include "f490.td"
