include "f1389.td"
