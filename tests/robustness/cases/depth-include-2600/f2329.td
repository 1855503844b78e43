include "f2330.td"
