include "f1295.td"
