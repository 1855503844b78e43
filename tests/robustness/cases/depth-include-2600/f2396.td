include "f2397.td"
