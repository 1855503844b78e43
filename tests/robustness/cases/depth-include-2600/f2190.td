include "f2191.td"
