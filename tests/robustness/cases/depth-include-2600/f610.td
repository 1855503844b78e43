include "f611.td"
