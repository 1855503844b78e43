include "f1403.td"
