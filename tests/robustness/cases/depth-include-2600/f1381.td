include "f1382.td"
