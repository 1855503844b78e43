include "f3.td"
