include "f1471.td"
