include "f244.td"
