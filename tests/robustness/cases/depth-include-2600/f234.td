include "f235.td"
