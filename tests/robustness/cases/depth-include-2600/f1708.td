include "f1709.td"
