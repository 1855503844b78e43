include "f1557.td"
