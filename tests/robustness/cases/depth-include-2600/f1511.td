include "f1512.td"
