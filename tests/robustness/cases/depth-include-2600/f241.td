include "f242.td"
