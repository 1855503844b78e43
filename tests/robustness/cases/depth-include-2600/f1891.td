include "f1892.td"
