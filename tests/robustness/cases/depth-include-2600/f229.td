include "f230.td"
