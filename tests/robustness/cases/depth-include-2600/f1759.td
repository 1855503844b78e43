include "f1760.td"
