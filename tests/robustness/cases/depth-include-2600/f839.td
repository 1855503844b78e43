include "f840.td"
