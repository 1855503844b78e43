include "f2268.td"
