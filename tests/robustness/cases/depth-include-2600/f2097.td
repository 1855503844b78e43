include "f2098.td"
