include "f784.td"
