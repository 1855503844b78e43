include "f2447.td"
