include "f1463.td"
