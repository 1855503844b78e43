include "f7.td"
