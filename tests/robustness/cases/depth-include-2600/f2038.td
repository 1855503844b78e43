include "f2039.td"
