include "f1628.td"
