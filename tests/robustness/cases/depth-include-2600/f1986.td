include "f1987.td"
