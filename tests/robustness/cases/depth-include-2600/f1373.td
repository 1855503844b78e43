include "f1374.td"
