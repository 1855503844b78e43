include "f1561.td"
