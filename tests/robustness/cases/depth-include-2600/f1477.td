include "f1478.td"
