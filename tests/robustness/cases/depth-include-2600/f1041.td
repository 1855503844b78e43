include "f1042.td"
