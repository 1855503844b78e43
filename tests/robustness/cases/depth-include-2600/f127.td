include "f128.td"
