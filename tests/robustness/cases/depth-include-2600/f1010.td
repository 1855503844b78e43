include "f1011.td"
