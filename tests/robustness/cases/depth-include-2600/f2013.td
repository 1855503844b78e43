include "f2014.td"
