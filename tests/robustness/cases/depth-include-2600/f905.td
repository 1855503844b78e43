include "f906.td"
