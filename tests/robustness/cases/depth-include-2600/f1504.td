include "f1505.td"
