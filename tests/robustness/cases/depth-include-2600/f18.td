include "f19.td"
