include "f863.td"
