include "f531.td"
