include "f1664.td"
