include "f1194.td"
