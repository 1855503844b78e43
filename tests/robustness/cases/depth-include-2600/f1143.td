include "f1144.td"
