include "f2250.td"
