include "f2143.td"
