include "f1941.td"
