include "f810.td"
