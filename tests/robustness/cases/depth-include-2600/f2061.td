include "f2062.td"
