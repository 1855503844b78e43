include "f2246.td"
