include "f2005.td"
