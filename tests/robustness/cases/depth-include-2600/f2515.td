include "f2516.td"
