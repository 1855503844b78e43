include "f867.td"
