include "f1076.td"
