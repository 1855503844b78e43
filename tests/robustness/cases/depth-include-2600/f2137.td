include "f2138.td"
