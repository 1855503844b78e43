include "f2316.td"
