include "f460.td"
