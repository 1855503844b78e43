include "f1821.td"
