include "f289.td"
