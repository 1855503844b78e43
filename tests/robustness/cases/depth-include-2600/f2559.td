include "f2560.td"
