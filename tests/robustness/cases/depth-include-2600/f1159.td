include "f1160.td"
