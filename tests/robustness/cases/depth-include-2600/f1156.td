include "f1157.td"
