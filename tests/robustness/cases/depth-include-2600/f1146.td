include "f1147.td"
