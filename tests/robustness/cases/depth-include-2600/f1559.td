include "f1560.td"
