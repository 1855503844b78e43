include "f933.td"
