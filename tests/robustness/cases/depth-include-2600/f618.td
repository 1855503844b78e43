include "f619.td"
