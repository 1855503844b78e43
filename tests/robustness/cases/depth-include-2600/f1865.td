include "f1866.td"
