include "f2149.td"
