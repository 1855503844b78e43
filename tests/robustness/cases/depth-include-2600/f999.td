include "f1000.td"
