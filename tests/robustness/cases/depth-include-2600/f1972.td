include "f1973.td"
