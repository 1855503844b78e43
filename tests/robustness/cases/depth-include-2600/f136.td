include "f137.td"
