include "f1584.td"
