include "f552.td"
