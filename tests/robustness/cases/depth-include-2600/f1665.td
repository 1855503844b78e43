include "f1666.td"
