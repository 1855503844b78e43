include "f2335.td"
