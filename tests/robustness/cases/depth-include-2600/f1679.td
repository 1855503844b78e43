include "f1680.td"
