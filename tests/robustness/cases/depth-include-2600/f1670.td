include "f1671.td"
