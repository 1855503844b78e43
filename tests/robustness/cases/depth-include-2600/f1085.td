include "f1086.td"
