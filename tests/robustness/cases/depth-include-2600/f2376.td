include "f2377.td"
