include "f54.td"
