include "f352.td"
