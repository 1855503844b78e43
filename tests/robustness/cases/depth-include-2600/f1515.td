include "f1516.td"
