include "f2523.td"
