include "f4.td"
