include "f2042.td"
