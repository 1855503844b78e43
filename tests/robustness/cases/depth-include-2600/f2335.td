include "f2336.td"
