include "f794.td"
