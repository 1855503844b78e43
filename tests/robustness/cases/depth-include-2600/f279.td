include "f280.td"
