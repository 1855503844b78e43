include "f698.td"
