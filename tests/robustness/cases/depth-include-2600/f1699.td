include "f1700.td"
