include "f1486.td"
