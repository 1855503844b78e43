include "f2577.td"
