include "f894.td"
