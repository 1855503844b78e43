include "f1824.td"
