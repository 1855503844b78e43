include "f1619.td"
