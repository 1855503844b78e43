include "f2555.td"
