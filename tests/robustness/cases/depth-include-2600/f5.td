include "f6.td"
