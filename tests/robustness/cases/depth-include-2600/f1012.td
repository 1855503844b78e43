include "f1013.td"
