include "f191.td"
