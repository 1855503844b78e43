include "f165.td"
