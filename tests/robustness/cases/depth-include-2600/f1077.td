include "f1078.td"
