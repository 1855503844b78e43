include "f408.td"
