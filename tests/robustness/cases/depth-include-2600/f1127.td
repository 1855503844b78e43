include "f1128.td"
