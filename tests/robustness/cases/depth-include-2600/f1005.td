include "f1006.td"
