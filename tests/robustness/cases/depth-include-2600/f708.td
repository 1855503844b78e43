include "f709.td"
