include "f1899.td"
