include "f1686.td"
