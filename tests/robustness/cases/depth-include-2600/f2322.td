include "f2323.td"
