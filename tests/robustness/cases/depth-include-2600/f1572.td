include "f1573.td"
