include "f79.td"
