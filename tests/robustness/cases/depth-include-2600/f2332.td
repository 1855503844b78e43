include "f2333.td"
