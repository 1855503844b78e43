include "f2015.td"
