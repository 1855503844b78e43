include "f1755.td"
