include "f1055.td"
