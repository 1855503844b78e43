include "f594.td"
