include "f1904.td"
