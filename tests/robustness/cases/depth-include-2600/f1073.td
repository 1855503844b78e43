include "f1074.td"
