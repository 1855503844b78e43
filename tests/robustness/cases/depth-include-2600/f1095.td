include "f1096.td"
