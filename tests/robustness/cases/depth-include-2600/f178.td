include "f179.td"
