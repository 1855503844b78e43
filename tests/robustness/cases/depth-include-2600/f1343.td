include "f1344.td"
