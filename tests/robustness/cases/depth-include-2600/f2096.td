include "f2097.td"
