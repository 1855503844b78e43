include "f1839.td"
