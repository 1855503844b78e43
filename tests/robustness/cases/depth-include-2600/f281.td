include "f282.td"
