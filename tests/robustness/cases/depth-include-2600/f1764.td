include "f1765.td"
