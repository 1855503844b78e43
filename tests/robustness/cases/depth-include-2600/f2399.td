include "f2400.td"
