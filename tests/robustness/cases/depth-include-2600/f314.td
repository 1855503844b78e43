include "f315.td"
