include "f201.td"
