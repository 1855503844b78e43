include "f2111.td"
