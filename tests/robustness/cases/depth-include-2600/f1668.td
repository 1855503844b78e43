include "f1669.td"
