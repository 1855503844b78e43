include "f2218.td"
