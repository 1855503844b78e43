include "f1247.td"
