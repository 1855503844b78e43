include "f755.td"
