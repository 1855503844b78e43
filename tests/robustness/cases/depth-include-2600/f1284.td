include "f1285.td"
