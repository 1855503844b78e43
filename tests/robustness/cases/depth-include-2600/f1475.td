include "f1476.td"
