include "f2514.td"
