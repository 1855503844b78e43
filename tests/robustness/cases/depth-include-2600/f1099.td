include "f1100.td"
