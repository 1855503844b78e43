include "f2482.td"
