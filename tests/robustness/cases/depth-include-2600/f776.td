include "f777.td"
