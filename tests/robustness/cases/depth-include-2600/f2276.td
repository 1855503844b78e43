include "f2277.td"
