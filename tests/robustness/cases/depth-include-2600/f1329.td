include "f1330.td"
