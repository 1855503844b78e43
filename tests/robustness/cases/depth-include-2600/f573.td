include "f574.td"
