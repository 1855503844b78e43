include "f240.td"
