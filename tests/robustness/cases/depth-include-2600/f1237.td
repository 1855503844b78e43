include "f1238.td"
