include "f2010.td"
