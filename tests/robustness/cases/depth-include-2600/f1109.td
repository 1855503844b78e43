include "f1110.td"
