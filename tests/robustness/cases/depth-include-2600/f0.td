include "f1.td"
