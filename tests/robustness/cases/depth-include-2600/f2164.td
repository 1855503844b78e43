include "f2165.td"
