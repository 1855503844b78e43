include "f1103.td"
