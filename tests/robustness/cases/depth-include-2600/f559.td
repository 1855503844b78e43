include "f560.td"
