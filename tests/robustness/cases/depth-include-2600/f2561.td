include "f2562.td"
