include "f1097.td"
