include "f62.td"
