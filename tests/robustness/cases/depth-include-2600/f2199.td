include "f2200.td"
