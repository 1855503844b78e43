include "f987.td"
