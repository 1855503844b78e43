include "f1610.td"
