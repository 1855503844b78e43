include "f2190.td"
