include "f2393.td"
