include "f841.td"
