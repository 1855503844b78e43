include "f1298.td"
