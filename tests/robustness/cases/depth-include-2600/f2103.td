include "f2104.td"
