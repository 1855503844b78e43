include "f410.td"
