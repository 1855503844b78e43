include "f2128.td"
