include "f1487.td"
