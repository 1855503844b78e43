include "f1928.td"
