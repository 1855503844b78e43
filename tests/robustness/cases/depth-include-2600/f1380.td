include "f1381.td"
