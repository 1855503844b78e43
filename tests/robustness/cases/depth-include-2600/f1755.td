include "f1756.td"
