include "f1498.td"
