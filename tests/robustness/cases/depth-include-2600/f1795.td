include "f1796.td"
