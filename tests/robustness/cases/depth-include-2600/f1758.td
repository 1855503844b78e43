include "f1759.td"
