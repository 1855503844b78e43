include "f2452.td"
