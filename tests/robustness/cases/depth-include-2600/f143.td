include "f144.td"
