include "f411.td"
