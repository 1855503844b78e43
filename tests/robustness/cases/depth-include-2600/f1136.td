include "f1137.td"
