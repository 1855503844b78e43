include "f1082.td"
