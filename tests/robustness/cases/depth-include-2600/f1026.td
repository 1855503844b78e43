include "f1027.td"
