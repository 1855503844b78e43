include "f2249.td"
