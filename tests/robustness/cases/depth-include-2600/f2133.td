include "f2134.td"
