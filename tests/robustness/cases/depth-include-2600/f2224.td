include "f2225.td"
