include "f923.td"
