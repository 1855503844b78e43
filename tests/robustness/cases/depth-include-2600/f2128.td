include "f2129.td"
