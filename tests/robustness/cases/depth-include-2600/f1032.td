include "f1033.td"
