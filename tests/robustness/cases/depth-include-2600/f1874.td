include "f1875.td"
