include "f1002.td"
