include "f1806.td"
