include "f1352.td"
