include "f832.td"
