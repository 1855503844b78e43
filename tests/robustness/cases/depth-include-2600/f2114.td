include "f2115.td"
