include "f285.td"
