include "f1309.td"
