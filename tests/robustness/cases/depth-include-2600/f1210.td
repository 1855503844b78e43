include "f1211.td"
