include "f1720.td"
