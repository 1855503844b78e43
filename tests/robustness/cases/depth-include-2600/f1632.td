include "f1633.td"
