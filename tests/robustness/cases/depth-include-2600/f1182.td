include "f1183.td"
