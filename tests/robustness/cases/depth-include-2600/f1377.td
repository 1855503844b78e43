include "f1378.td"
