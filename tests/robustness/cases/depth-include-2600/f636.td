include "f637.td"
