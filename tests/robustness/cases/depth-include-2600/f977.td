include "f978.td"
