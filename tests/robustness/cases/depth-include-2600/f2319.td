include "f2320.td"
