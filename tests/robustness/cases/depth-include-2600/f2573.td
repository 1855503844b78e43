include "f2574.td"
