include "f1206.td"
