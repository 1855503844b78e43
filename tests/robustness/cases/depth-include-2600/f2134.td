include "f2135.td"
