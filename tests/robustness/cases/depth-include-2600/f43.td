include "f44.td"
