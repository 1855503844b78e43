include "f2494.td"
