include "f2410.td"
