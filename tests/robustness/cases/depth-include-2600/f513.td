include "f514.td"
