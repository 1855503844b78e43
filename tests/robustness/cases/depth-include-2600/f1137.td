include "f1138.td"
