include "f85.td"
