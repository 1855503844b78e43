include "f1191.td"
