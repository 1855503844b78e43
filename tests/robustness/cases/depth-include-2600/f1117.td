include "f1118.td"
