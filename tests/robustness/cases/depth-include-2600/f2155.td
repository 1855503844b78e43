include "f2156.td"
