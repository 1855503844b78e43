include "f2566.td"
