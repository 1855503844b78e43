include "f1254.td"
