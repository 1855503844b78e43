include "f2475.td"
