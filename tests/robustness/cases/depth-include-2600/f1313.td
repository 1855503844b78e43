include "f1314.td"
