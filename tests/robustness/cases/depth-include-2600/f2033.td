include "f2034.td"
