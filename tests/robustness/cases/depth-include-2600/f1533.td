include "f1534.td"
