include "f1336.td"
