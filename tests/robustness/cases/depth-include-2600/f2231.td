include "f2232.td"
