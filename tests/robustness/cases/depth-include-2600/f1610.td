include "f1611.td"
