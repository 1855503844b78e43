include "f486.td"
