include "f382.td"
