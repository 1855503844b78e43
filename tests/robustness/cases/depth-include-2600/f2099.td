include "f2100.td"
