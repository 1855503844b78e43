include "f335.td"
