include "f203.td"
