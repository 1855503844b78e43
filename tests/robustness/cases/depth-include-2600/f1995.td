include "f1996.td"
