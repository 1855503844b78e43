include "f2012.td"
