include "f462.td"
