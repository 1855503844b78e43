include "f431.td"
