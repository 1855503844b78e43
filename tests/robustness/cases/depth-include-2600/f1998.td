include "f1999.td"
