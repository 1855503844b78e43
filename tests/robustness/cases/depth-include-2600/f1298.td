include "f1299.td"
