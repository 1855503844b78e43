include "f2179.td"
