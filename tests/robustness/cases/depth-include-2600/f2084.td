include "f2085.td"
