include "f1698.td"
