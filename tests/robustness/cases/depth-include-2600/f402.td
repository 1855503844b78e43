include "f403.td"
