include "f1318.td"
