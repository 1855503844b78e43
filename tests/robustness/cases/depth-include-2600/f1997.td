include "f1998.td"
