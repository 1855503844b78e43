include "f547.td"
