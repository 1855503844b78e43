include "f350.td"
