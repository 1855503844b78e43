include "f301.td"
