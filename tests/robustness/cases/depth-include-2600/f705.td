include "f706.td"
