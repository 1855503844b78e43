include "f1489.td"
