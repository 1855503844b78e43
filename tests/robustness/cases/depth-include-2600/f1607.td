include "f1608.td"
