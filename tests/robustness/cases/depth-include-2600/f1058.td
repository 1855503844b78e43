include "f1059.td"
