include "f516.td"
