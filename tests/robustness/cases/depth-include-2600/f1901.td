include "f1902.td"
