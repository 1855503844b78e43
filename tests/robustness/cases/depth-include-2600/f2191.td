include "f2192.td"
