include "f2303.td"
