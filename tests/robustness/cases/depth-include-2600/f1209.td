include "f1210.td"
