include "f1267.td"
