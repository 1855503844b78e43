include "f2210.td"
