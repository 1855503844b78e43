include "f1549.td"
