include "f1482.td"
