include "f820.td"
