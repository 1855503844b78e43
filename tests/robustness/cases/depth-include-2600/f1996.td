include "f1997.td"
