include "f686.td"
