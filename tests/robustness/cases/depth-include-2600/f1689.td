include "f1690.td"
