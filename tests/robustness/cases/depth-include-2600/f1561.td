include "f1562.td"
