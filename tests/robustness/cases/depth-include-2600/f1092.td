include "f1093.td"
