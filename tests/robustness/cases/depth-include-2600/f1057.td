include "f1058.td"
