include "f2070.td"
