include "f1860.td"
