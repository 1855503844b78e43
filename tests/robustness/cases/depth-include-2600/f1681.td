include "f1682.td"
