include "f1901.td"
