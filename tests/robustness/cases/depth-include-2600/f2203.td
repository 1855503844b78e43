include "f2204.td"
