include "f2132.td"
