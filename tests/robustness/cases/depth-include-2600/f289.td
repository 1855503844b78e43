include "f290.td"
