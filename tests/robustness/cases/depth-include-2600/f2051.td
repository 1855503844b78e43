include "f2052.td"
