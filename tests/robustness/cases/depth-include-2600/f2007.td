include "f2008.td"
