include "f68.td"
