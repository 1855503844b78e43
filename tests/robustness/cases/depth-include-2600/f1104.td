include "f1105.td"
