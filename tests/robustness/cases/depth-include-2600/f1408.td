include "f1409.td"
