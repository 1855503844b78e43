include "f1218.td"
