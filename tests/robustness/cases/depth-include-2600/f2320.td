include "f2321.td"
