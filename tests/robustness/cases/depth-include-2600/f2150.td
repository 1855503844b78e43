include "f2151.td"
