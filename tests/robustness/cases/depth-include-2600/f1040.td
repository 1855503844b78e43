include "f1041.td"
