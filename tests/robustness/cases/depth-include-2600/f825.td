include "f826.td"
