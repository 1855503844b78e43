include "f2208.td"
