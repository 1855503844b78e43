include "f2252.td"
