include "f2279.td"
