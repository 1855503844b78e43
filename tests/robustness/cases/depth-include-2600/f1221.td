include "f1222.td"
