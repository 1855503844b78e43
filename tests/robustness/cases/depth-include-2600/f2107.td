include "f2108.td"
