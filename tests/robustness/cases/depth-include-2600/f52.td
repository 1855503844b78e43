include "f53.td"
