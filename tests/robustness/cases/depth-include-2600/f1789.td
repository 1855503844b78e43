include "f1790.td"
