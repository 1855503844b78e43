include "f1265.td"
