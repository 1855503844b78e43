include "f1250.td"
