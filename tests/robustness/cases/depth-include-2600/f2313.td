include "f2314.td"
