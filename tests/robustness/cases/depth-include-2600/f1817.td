include "f1818.td"
