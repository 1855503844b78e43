include "f1019.td"
