include "f1212.td"
