include "f1812.td"
