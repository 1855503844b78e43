include "f1203.td"
