include "f10.td"
