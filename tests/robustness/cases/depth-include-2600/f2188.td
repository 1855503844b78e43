include "f2189.td"
