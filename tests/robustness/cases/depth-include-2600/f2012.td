include "f2013.td"
