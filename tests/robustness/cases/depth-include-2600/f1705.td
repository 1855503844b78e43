include "f1706.td"
