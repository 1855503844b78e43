include "f1022.td"
