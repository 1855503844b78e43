include "f1734.td"
