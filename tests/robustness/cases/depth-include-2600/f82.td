include "f83.td"
