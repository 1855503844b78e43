include "f1810.td"
