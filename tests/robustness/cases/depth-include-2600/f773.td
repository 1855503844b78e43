include "f774.td"
