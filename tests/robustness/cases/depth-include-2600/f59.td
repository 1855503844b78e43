include "f60.td"
