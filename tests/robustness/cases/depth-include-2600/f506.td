include "f507.td"
