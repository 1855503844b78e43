include "f1984.td"
