include "f1970.td"
