include "f2481.td"
