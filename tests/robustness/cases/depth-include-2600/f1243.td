include "f1244.td"
