include "f2003.td"
