include "f2027.td"
