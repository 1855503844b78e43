include "f2051.td"
