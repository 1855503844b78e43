include "f370.td"
