include "f1199.td"
