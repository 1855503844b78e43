include "f1346.td"
