include "f1390.td"
