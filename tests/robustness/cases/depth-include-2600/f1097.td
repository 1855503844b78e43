include "f1098.td"
