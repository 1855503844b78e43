include "f1491.td"
