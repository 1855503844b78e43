include "f1179.td"
