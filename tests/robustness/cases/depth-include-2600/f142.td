include "f143.td"
