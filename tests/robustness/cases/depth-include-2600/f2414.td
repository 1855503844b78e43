include "f2415.td"
