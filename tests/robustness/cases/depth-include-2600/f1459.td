include "f1460.td"
