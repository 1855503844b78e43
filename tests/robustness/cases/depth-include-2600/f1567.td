include "f1568.td"
