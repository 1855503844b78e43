include "f790.td"
