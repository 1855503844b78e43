include "f2069.td"
