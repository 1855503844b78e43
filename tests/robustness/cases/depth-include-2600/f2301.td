include "f2302.td"
