include "f2073.td"
