include "f448.td"
