include "f1007.td"
