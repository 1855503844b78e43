include "f2240.td"
