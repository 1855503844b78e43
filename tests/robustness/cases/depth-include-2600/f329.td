include "f330.td"
