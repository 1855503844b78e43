include "f1995.td"
