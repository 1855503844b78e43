include "f1034.td"
