include "f1134.td"
