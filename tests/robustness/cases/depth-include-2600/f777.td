include "f778.td"
