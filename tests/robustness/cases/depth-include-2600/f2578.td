include "f2579.td"
