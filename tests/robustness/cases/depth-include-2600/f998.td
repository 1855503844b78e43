include "f999.td"
