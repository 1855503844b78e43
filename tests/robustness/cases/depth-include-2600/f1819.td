include "f1820.td"
