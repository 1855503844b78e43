include "f2525.td"
