include "f1551.td"
