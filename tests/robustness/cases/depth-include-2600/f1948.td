include "f1949.td"
