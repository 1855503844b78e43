include "f1586.td"
