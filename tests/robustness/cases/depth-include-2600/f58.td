include "f59.td"
