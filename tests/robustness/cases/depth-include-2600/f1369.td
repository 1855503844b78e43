include "f1370.td"
