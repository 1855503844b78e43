include "f627.td"
