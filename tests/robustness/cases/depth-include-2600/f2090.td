include "f2091.td"
