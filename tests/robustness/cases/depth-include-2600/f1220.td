include "f1221.td"
