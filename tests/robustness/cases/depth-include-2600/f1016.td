include "f1017.td"
