include "f1124.td"
