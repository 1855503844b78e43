include "f1988.td"
