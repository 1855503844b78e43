include "f2009.td"
