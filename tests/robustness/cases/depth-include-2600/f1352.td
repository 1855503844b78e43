include "f1353.td"
