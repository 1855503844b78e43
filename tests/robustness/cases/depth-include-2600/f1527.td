include "f1528.td"
