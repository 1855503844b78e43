include "f1777.td"
