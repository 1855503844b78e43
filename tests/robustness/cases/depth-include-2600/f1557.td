include "f1558.td"
