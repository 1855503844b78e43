include "f1754.td"
