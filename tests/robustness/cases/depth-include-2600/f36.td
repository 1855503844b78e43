include "f37.td"
