include "f374.td"
