include "f524.td"
