include "f2007.td"
