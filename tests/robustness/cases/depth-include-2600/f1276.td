include "f1277.td"
