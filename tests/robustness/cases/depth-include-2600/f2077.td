include "f2078.td"
