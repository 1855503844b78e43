include "f904.td"
