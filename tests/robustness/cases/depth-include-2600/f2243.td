include "f2244.td"
