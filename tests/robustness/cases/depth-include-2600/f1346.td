include "f1347.td"
