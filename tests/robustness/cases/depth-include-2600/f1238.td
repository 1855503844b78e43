include "f1239.td"
