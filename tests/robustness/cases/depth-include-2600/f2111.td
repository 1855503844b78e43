include "f2112.td"
