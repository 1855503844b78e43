include "f1362.td"
