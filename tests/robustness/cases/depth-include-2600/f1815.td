include "f1816.td"
