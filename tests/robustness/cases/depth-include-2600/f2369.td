include "f2370.td"
