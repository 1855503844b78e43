include "f2480.td"
