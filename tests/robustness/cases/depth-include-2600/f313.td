include "f314.td"
