include "f1871.td"
