include "f78.td"
