include "f1621.td"
