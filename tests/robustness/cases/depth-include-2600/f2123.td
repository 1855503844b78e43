include "f2124.td"
