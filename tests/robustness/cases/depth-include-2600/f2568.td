include "f2569.td"
