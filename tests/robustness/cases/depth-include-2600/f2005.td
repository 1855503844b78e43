include "f2006.td"
