include "f2238.td"
