include "f635.td"
