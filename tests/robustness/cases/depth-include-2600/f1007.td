include "f1008.td"
