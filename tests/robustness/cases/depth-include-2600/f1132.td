include "f1133.td"
