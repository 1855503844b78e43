include "f2235.td"
