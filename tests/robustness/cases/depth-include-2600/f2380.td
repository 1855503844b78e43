include "f2381.td"
