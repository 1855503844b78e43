include "f1257.td"
