include "f1596.td"
