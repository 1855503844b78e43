include "f2050.td"
