include "f1417.td"
