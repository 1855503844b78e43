include "f2004.td"
