include "f378.td"
