include "f260.td"
