include "f1165.td"
