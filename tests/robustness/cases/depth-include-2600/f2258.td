include "f2259.td"
