include "f451.td"
