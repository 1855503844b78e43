include "f1592.td"
