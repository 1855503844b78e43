include "f336.td"
