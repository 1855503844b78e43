include "f407.td"
