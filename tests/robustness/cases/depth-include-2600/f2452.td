include "f2453.td"
