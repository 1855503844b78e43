include "f2485.td"
