include "f2036.td"
