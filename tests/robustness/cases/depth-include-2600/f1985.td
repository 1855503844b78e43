include "f1986.td"
