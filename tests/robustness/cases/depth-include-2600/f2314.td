include "f2315.td"
