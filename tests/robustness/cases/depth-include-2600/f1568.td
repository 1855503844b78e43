include "f1569.td"
