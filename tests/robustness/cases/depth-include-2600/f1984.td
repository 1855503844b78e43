include "f1985.td"
