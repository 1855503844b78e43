include "f723.td"
