include "f1906.td"
