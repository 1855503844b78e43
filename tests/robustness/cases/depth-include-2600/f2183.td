include "f2184.td"
