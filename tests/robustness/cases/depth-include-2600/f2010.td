include "f2011.td"
