include "f1143.td"
