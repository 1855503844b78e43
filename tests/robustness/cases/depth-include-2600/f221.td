include "f222.td"
