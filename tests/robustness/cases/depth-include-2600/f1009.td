include "f1010.td"
