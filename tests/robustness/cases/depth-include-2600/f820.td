include "f821.td"
