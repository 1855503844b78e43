include "f2312.td"
