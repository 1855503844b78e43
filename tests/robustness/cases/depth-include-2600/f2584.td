include "f2585.td"
