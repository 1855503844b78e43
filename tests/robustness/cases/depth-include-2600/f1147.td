include "f1148.td"
