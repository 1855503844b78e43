include "f695.td"
