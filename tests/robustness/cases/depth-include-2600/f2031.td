include "f2032.td"
