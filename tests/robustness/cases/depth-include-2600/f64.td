include "f65.td"
