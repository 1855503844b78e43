include "f1994.td"
