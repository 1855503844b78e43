include "f1014.td"
