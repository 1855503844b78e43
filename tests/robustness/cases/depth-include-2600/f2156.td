include "f2157.td"
