include "f2002.td"
